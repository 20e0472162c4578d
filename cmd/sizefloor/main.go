// Command sizefloor is the browser download's floor: the bare probe
// (cmd/sizeprobe) plus what Salotto cannot ship without and is not
// its user interface: the Ebitengine audio, vector and inpututil packages
// the game plays with, the three games' rules and every bot level, and the
// embedded fonts. scripts/wasm-size.sh builds it beside the probe and the
// game, so the report shows how much of the download the scene graph, the
// scenes, the tables and the art take.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/solarlune/resolv"
	"github.com/tinne26/etxt"

	"salotto/gfx"
	"salotto/rules"
	"salotto/rules/catalog"
)

// floor uses everything it links, every frame, so the linker keeps it all:
// a bot of each level plays each game, a path is filled and stroked, a
// sound plays on a key press, text is drawn in each face.
type floor struct {
	text  *etxt.Renderer
	space *resolv.Space
	audio *audio.Context
	tally int
}

func (f *floor) Update() error {
	x, y := ebiten.CursorPosition()
	point := resolv.NewRectangle(float64(x), float64(y), 2, 2)
	f.space.FilterCells(point.Bounds()).FilterShapes().ForEach(func(s resolv.IShape) bool {
		if point.IsContainedBy(s) || point.IsIntersecting(s) {
			f.tally++
		}
		return true
	})
	for i, g := range catalog.All() {
		for _, level := range g.BotLevels() {
			if err := f.play(g, level, uint64(i)); err != nil {
				return err
			}
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyA) || len(inpututil.AppendJustPressedTouchIDs(nil)) > 0 {
		p := f.audio.NewPlayerFromBytes(make([]byte, 1024))
		p.SetVolume(0.5)
		p.Play()
	}
	return nil
}

// play runs one whole game of g with a bot of level in every seat, through
// the text form of each move as a record would.
func (f *floor) play(g rules.Game, level string, seed uint64) error {
	lo, _ := g.PlayerRange()
	st, err := g.Setup(rules.Options{Players: lo}, seed)
	if err != nil {
		return err
	}
	bot, err := g.NewBot(level, seed)
	if err != nil {
		return err
	}
	for !st.Done() {
		p := st.ToAct(nil)[0]
		bot.Begin(st.View(p), p)
		for !bot.Think(256) {
		}
		m, err := g.ParseMove(g.FormatMove(bot.Decide()))
		if err != nil {
			return err
		}
		events, err := st.Apply(p, m)
		if err != nil {
			return err
		}
		for _, e := range events {
			f.tally += len(e.String())
		}
	}
	f.tally += st.Scores()[0] + int(st.Hash())
	return nil
}

func (f *floor) Draw(screen *ebiten.Image) {
	var path vector.Path
	path.MoveTo(10, 10)
	path.QuadTo(40, 0, 60, 30)
	path.CubicTo(60, 50, 30, 60, 10, 40)
	path.Arc(30, 30, 10, 0, 3, vector.Clockwise)
	path.Close()
	vs, is := path.AppendVerticesAndIndicesForFilling(nil, nil)
	screen.DrawTriangles(vs, is, screen, nil)
	vs, is = path.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: 2})
	screen.DrawTriangles(vs, is, screen, nil)
	vector.DrawFilledRect(screen, 1, 2, 3, 4, nil, true)
	vector.StrokeLine(screen, 1, 2, 3, 4, 1, nil, true)
	vector.DrawFilledCircle(screen, 5, 5, 3, nil, true)
	for face := gfx.Regular; face <= gfx.Mono; face++ {
		f.text.SetFont(gfx.Font(face))
		f.text.Draw(screen, "floor 0123", 10, 20+20*int(face))
	}
}

func (f *floor) Layout(int, int) (int, int) { return 1280, 720 }

func main() {
	space := resolv.NewSpace(1280, 720, 64, 64)
	space.Add(resolv.NewRectangleFromTopLeft(100, 100, 63, 88))
	f := &floor{text: etxt.NewRenderer(), space: space, audio: audio.NewContext(44100)}
	if err := ebiten.RunGame(f); err != nil {
		log.Fatal(err)
	}
}
