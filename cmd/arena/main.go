// Command arena runs headless bot tournaments, records and replays games and
// measures rules throughput, for any game in rules/catalog:
//
//	arena play   -game dolcevita -players 4 -seats hard,random,random,random -games 500 -seed 1 [-budget 200ms] [-parallel 2] -json
//	arena record -game dolcevita -players 3 -seats normal,normal,hard -seed 9 -out game.json
//	arena replay game.json
//	arena bench  -game dolcevita -players 4 -seconds 5
//	arena online -server http://127.0.0.1:8080 -game dolores -players 3 -seats normal,normal,hard -games 10 -seed 1 -out DIR
//
// Every command takes -options key=value,... for the game's variant options.
// Exit status: 0 done, 1 a failure (a bad record, a bot's move refused),
// 2 bad flags.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage:
  arena play   -game NAME [-players N] [-seats LEVEL,...] [-games N] [-seed N] [-budget 200ms] [-parallel P] [-options k=v,...] [-json]
  arena record -game NAME [-players N] [-seats LEVEL,...] [-seed N] [-budget 200ms] [-options k=v,...] [-out FILE]
  arena replay FILE
  arena bench  -game NAME [-players N] [-seconds S] [-seed N] [-options k=v,...]
  arena online -server URL[,URL...] -game NAME [-players N] [-seats LEVEL,...] [-games K] [-seed S] [-out DIR]
               [-options k=v,...] [-leave-seat N] [-parallel P]
`

// Exit statuses.
const (
	exitOK      = 0
	exitFailed  = 1
	exitBadFlag = 2
)

// run is the whole command, callable in-process by tests.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitBadFlag
	}
	var err error
	switch args[0] {
	case "play":
		err = cmdPlay(args[1:], stdout, stderr)
	case "record":
		err = cmdRecord(args[1:], stdout, stderr)
	case "replay":
		err = cmdReplay(args[1:], stdout, stderr)
	case "bench":
		err = cmdBench(args[1:], stdout, stderr)
	case "online":
		err = cmdOnline(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	default:
		err = badFlag("unknown command %q", args[0])
	}
	if err == nil {
		return exitOK
	}
	fmt.Fprintln(stderr, "arena:", err)
	if _, ok := err.(flagError); ok {
		fmt.Fprint(stderr, usage)
		return exitBadFlag
	}
	return exitFailed
}

// flagError is a mistake in the command line (exit status 2).
type flagError struct{ msg string }

func (e flagError) Error() string { return e.msg }

func badFlag(format string, args ...any) error {
	return flagError{fmt.Sprintf(format, args...)}
}
