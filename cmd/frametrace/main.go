// Command frametrace reads a soak's frame trace (scripts/soak.sh with
// SOAK_TRACE=1: watch mode's line for every frame, and Ebitengine's debug
// log of the commands each frame sent to the GPU) and says of every frame
// that lasted over twice the run's median animated frame what it held
// beside its neighbours: the game's own cost, what it painted into images
// other than the screen, new textures, pixels uploaded, the collector's
// cycles, and how long the software renderer, the game's threads and the
// X server ran and waited for a core while the rest of the machine was
// busy. docs/frames.md tells how to read it.
//
//	go run ./cmd/frametrace [-all] [-list N] [-tsv FILE] TRACE
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	all := flag.Bool("all", false, "judge every frame, not only those after each game was played once (warm)")
	list := flag.Int("list", 40, "list at most this many long frames, longest first")
	tsv := flag.String("tsv", "", "write every frame's figures to this file, tab-separated")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: frametrace [-all] [-list N] [-tsv FILE] TRACE") //catalog:exempt terminal help
		os.Exit(2)
	}
	in, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "frametrace:", err) //catalog:exempt terminal output
		os.Exit(1)
	}
	frames, err := parse(in)
	in.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, "frametrace:", err) //catalog:exempt terminal output
		os.Exit(1)
	}
	if *tsv != "" {
		if err := writeTSV(*tsv, frames); err != nil {
			fmt.Fprintln(os.Stderr, "frametrace:", err) //catalog:exempt terminal output
			os.Exit(1)
		}
	}
	var judged []frame
	for _, f := range frames {
		if !f.skipped && (f.warm || *all) {
			judged = append(judged, f)
		}
	}
	frames = judged
	if len(frames) == 0 {
		fmt.Fprintln(os.Stderr, "frametrace: no frames to judge (none warm yet? try -all)") //catalog:exempt terminal output
		os.Exit(1)
	}
	report(os.Stdout, judge(frames), *list)
}
