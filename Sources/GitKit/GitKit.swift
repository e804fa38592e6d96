import Clibgit2
