// Command realframes measures a bots-only table in a real Ebitengine
// loop, frame after frame, as a player's window runs it: the tests' rigs
// tick a table inside one Ebitengine frame, so the GPU work of thousands
// of frames piles up and lands on whichever draw flushes it, which says
// nothing about a real frame. It prints the frames as docs/frames.md
// judges them (scenes.FrameMeter), from the table's opening to its
// results: the game's own cost per tick (Update and Draw, less the GPU's
// painting) and each frame against the median animated frame. It also
// prints, after the opening's frames, the gap between updates (the frame
// rate the machine reaches: under Xvfb the GPU is llvmpipe, a software
// renderer sharing the CPU), and the Update and Draw durations (median,
// 99th percentile, maximum, and how many exceed 33 ms).
//
//	SALOTTO_NOAUDIO=1 xvfb-run -a -s "-screen 0 1280x800x24" go run ./cmd/realframes -game dolores
//	... go run ./cmd/realframes -game necklace   (two hard bots, both expansions)
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/dolores"
	"salotto/tables/necklace"
)

type game struct {
	app            *scenes.App
	frames         int
	last           time.Time
	gaps, upd, drw []time.Duration
	name           string
	most           int
}

func (g *game) Update() error {
	t0 := time.Now()
	if !g.last.IsZero() {
		g.gaps = append(g.gaps, t0.Sub(g.last))
	}
	g.last = t0
	if err := g.app.Update(); err != nil {
		return err
	}
	g.upd = append(g.upd, time.Since(t0))
	g.frames++
	if g.app.SceneName() != g.name || g.frames > g.most {
		return ebiten.Termination
	}
	return nil
}

func (g *game) Draw(s *ebiten.Image) {
	t0 := time.Now()
	g.app.Draw(s)
	g.drw = append(g.drw, time.Since(t0))
}

func (g *game) Layout(w, h int) (int, int) { return g.app.Layout(w, h) }

func stats(name string, d []time.Duration) {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	if len(s) == 0 {
		return
	}
	over := 0
	for _, x := range s {
		if x > 33*time.Millisecond {
			over++
		}
	}
	fmt.Printf("%s: n %d p50 %v p99 %v max %v over33 %d\n", name, len(s), s[len(s)/2], s[len(s)*99/100], s[len(s)-1], over) //catalog:exempt terminal output
}

func main() {
	which := flag.String("game", "dolores", "dolores (four normal bots) or necklace (two hard bots)") //catalog:exempt terminal help
	most := flag.Int("ticks", 12000, "ticks to measure at most (the table's end comes first)")        //catalog:exempt terminal help
	flag.Parse()
	// Input is an empty script: the bots play alone, and a pointer over the
	// window cannot touch the table.
	ctx := scenes.NewContext(nil, 3)
	ctx.Input = scenes.NewInput(scenes.NewScript())
	ctx.Width, ctx.Height = 1280, 720
	var cfg tables.Config
	var sc scenes.Scene
	var err error
	g := &game{most: *most}
	if *which == "dolores" {
		cfg = tables.Config{Game: "dolores", Seed: 3, Options: rules.Options{Players: 4}}
		for i, n := range []string{"A", "B", "C", "D"} {
			cfg.Seats = append(cfg.Seats, tables.Seat{Name: n, Level: "normal", Color: i})
		}
		sc, err = dolores.New(ctx, cfg)
		g.name = dolores.SceneName
	} else {
		cfg = tables.Config{Game: "necklace", Seed: 12, Options: rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold"}},
			Seats: []tables.Seat{{Name: "A", Level: "hard"}, {Name: "B", Level: "hard", Color: 1}}}
		sc, err = necklace.New(ctx, cfg)
		g.name = necklace.SceneName
	}
	if err != nil {
		panic(err)
	}
	meter := scenes.NewFrameMeter(ctx)
	ctx.Meter = meter
	g.app = scenes.NewApp(ctx, sc)
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetTPS(60)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(g); err != nil && err != ebiten.Termination {
		fmt.Println(err)
		os.Exit(1)
	}
	f := meter.Figures()
	fmt.Printf("own cost a tick: p99 %v max %v (targets 4 ms, 16 ms); %d ticks\n", f.OwnP99, f.OwnMax, f.Ticks)                                     //catalog:exempt terminal output
	fmt.Printf("frames: median animated %v, longest %v (%.2fx; target 2x), %d of %d over 2x\n", f.Median, f.Longest, f.Ratio(), f.Over2x, f.Frames) //catalog:exempt terminal output
	skip := 240
	if len(g.gaps) > skip {
		stats("gap between updates", g.gaps[skip:]) //catalog:exempt terminal output
		stats("update", g.upd[skip:])               //catalog:exempt terminal output
		stats("draw", g.drw[skip:])                 //catalog:exempt terminal output
	}
}
