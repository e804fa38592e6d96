#!/usr/bin/env bash
# `make install` and `make uninstall`:
#
#   install.sh install STAGE DIR     copies the staged tree (build-support/stage.sh) into DIR (DESTDIR+PREFIX)
#                                    and lists every file it put there in DIR/share/diary/installed-files
#   install.sh uninstall DIR         removes exactly the files that list names, then the list, and the
#                                    folders of diary's own (lib/diary, share/diary) once they are empty
set -euo pipefail
usage="usage: install.sh install STAGE DIR | install.sh uninstall DIR"
manifest=share/diary/installed-files

case ${1:-} in
install)
  stage=${2:?$usage} dir=${3:?$usage}
  [[ -x $stage/bin/diary ]] || { echo "error: $stage holds no staged diary; run make stage first" >&2; exit 1; }
  files=$(cd "$stage" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
  for file in $files; do
    mode=644
    [[ -x $stage/$file ]] && mode=755
    install -D -m "$mode" "$stage/$file" "$dir/$file"
  done
  mkdir -p "$dir/share/diary"
  printf '%s\n' $files "$manifest" >"$dir/$manifest"
  echo "installed $(wc -l <"$dir/$manifest") files under $dir (listed in $dir/$manifest)"
  ;;
uninstall)
  dir=${2:?$usage}
  [[ -f $dir/$manifest ]] || {
    echo "error: $dir/$manifest is missing: nothing was installed under $dir by make install (give the same PREFIX and DESTDIR)" >&2
    exit 1
  }
  count=0
  while IFS= read -r file; do
    [[ -z $file || $file == /* || $file == *..* ]] && continue
    if [[ -e $dir/$file || -L $dir/$file ]]; then rm -f "$dir/$file" && count=$((count + 1)); fi
  done <"$dir/$manifest"
  rmdir "$dir/lib/diary" "$dir/share/diary" 2>/dev/null || true
  echo "removed $count files from $dir"
  ;;
*)
  echo "$usage" >&2
  exit 64
  ;;
esac
