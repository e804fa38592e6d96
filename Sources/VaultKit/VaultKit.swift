import GitKit
import Yams
