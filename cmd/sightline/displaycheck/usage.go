package displaycheck

import _ "embed"

// Usage is the game's command-line help. The game prints it for -h or
// --help, and so does package early when there is no display to start
// the game on, so that the help can be read on any machine.
//
//go:embed usage.txt
var Usage string

// HelpAsked reports whether the command-line arguments args (without the
// program's name) ask for the help: -h, -help, --h or --help anywhere
// before a "--" that ends the flags. It does not parse the flags, so a
// flag's value spelt so counts too, which only prints the help where
// the game could not start anyway.
func HelpAsked(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "-help", "--h", "--help":
			return true
		}
	}
	return false
}
