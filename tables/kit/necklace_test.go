package kit

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/rules"
	"salotto/rules/necklace"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// handTable is the smallest table of a hidden-information game built on
// the kit: the Duchess's Necklace, its viewer's hand written as one line
// of card names. Like a real table it draws only from its screen model
// (the hand line, written from the shown view when events settle and
// changed by the Drew events it animates) and never from the live game.
type handTable struct {
	*Base
	line  *sprites.Text
	drawn []necklace.Card // the cards the Drew animations showed, as the viewer saw them
}

func newHandTable(t *testing.T, seats []tables.Seat) (*handTable, *tabletest.Rig) {
	t.Helper()
	cfg := tables.Config{Game: "necklace", Seed: 4, Seats: seats,
		Options: rules.Options{Players: 2, Variant: map[string]string{"start": "0"}}}
	ctx, in := tabletest.NewContext(1280, 720, cfg.Seed)
	ht := &handTable{}
	b, err := NewBase(ctx, testLook(cfg.Game), cfg, ht.animate, ht.settle)
	if err != nil {
		t.Fatal(err)
	}
	ht.Base = b
	b.D.Private = func(int) bool { return true } // a hand is private
	b.D.Redact = necklace.Redact
	ht.line = sprites.NewText("", gfx.Bold, 18, gfx.White)
	b.St.Root.Add(ht.line.Node)
	ht.settle()
	return ht, tabletest.New(t, ctx, in, ht)
}

func (h *handTable) Name() string { return "play:kit-test" }

func (h *handTable) Layout(_ *scenes.Context, w, hh int) { h.LayoutBase(float64(w), float64(hh)) }

func (h *handTable) Update(*scenes.Context) scenes.Change {
	h.Begin()
	return h.End()
}

func (h *handTable) Targets(dst []scenes.Target) []scenes.Target { return h.AppendTargets(dst) }

func (h *handTable) animate(ev rules.Event) sprites.Anim {
	if d, ok := ev.(necklace.Drew); ok {
		h.drawn = append(h.drawn, d.Card)
		return sprites.Delay(0.3)
	}
	return nil
}

// settle writes the viewer's hand from the shown view.
func (h *handTable) settle() {
	v := h.D.Shown().(*necklace.State)
	var names []string
	if p := h.D.Viewer(); p >= 0 {
		for _, c := range v.Hand(p) {
			names = append(names, c.String())
		}
	}
	h.line.SetText(strings.Join(names, " "))
}

func (h *handTable) live() *necklace.State { return h.D.Live().(*necklace.State) }

// newCard is the card the live hand of p holds that hand does not.
func newCard(t *testing.T, live, hand []necklace.Card) necklace.Card {
	t.Helper()
	for _, c := range live {
		if !slices.Contains(hand, c) {
			return c
		}
	}
	t.Fatalf("no new card in %v (had %v)", live, hand)
	return necklace.NoCard
}

// TestDrawnCardHiddenUntilAnimated: a frame drawn after a draw was made
// but before its event is animated does not show the drawn card, and the
// bot's drawn card never shows.
func TestDrawnCardHiddenUntilAnimated(t *testing.T) {
	ht, r := newHandTable(t, []tables.Seat{{Name: "Ada", Level: tables.Human}, {Name: "Bot", Level: "normal", Color: 1}})
	r.DrawEvery = true
	r.Until(300, "Ada's turn", func() bool { return ht.D.CanAct(0) })
	before := ht.live().Hand(0)
	if err := ht.D.Apply(0, necklace.TakeDraw); err != nil {
		t.Fatal(err)
	}
	drawn := newCard(t, ht.live().Hand(0), before)
	r.App.Draw(r.Screen) // the frame after the move, before any event is animated
	shown := ht.D.Shown().(*necklace.State).Hand(0)
	if slices.Contains(shown, drawn) || strings.Contains(ht.line.Text(), drawn.String()) {
		t.Fatalf("the drawn %s shows before its event is animated (shown hand %v, line %q)", drawn, shown, ht.line.Text())
	}
	r.Tick(1) // the Drew event starts: its animation may show the card to Ada
	if len(ht.drawn) != 1 || ht.drawn[0] != drawn {
		t.Fatalf("Ada's draw animated as %v, want %s", ht.drawn, drawn)
	}
	if slices.Contains(ht.D.Shown().(*necklace.State).Hand(0), drawn) {
		t.Error("the shown view has the card while its draw is still being animated")
	}
	r.Until(120, "the draw shown", func() bool { return !ht.Q.Busy() })
	if !strings.Contains(ht.line.Text(), drawn.String()) {
		t.Errorf("after the animation Ada's hand reads %q, without %s", ht.line.Text(), drawn)
	}
	// Ada discards; the bot draws: Ada sees a card drawn, face down
	if err := ht.D.Apply(0, necklace.DiscardMove(drawn)); err != nil {
		t.Fatal(err)
	}
	r.Until(600, "the bot's draw", func() bool { return len(ht.drawn) == 2 })
	if ht.drawn[1] != necklace.NoCard {
		t.Errorf("the bot's drawn card showed to Ada as %s", ht.drawn[1])
	}
}

// TestHandOverHidesHandsUntilTaken: between two humans with private
// hands the screen shows neither hand and asks to be passed on; the next
// player takes it with a click or a key, and nobody may act before.
func TestHandOverHidesHandsUntilTaken(t *testing.T) {
	ht, r := newHandTable(t, []tables.Seat{{Name: "Ada", Level: tables.Human}, {Name: "Bea", Level: tables.Human, Color: 1}})
	r.Tick(2)
	if ht.D.HandingOver() != 0 || ht.line.Text() != "" {
		t.Fatalf("at the start: handing over to %d, hand line %q; want a hand-over to Ada and no hand", ht.D.HandingOver(), ht.line.Text())
	}
	r.Click(r.Target("handover"))
	r.Until(10, "Ada at the screen", func() bool { return ht.D.CanAct(0) })
	if ht.line.Text() == "" {
		t.Fatal("Ada took the screen but her hand is not shown")
	}
	ada := ht.line.Text()
	if err := ht.D.Apply(0, necklace.TakeDraw); err != nil {
		t.Fatal(err)
	}
	r.Until(120, "the draw shown", func() bool { return !ht.Q.Busy() })
	if err := ht.D.Apply(0, necklace.DiscardMove(ht.live().Hand(0)[0])); err != nil {
		t.Fatal(err)
	}
	r.Until(120, "the discard shown", func() bool { return !ht.Q.Busy() })
	r.Tick(1)
	if ht.D.HandingOver() != 1 || ht.D.Viewer() != -1 {
		t.Fatalf("handing over to %d with viewer %d; want Bea and the public view", ht.D.HandingOver(), ht.D.Viewer())
	}
	if ht.line.Text() != "" {
		t.Errorf("during the hand-over a hand shows: %q (Ada's was %q)", ht.line.Text(), ada)
	}
	if got := r.Target("handover").Label; got != "Pass the screen to Bea" {
		t.Errorf("hand-over reads %q", got)
	}
	if err := ht.D.Check(1, necklace.TakeDraw); err == nil {
		t.Error("Bea may act before she took the screen")
	} else if got := ht.Refusal(err); !strings.Contains(got, "Bea") {
		t.Errorf("refusal during the hand-over reads %q", got)
	}
	r.Shot("handover") // the hand-over covers the table
	r.In.Key(ebiten.KeySpace)
	r.Tick(1)
	if ht.D.Viewer() != 1 || ht.D.Check(1, necklace.TakeDraw) != nil {
		t.Fatalf("after a key Bea holds the screen: %v, may act: %v", ht.D.Viewer() == 1, ht.D.Check(1, necklace.TakeDraw))
	}
	if ht.line.Text() == "" || ht.line.Text() == ada {
		t.Errorf("Bea's hand shows as %q", ht.line.Text())
	}
}
