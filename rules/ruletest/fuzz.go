package ruletest

import (
	"encoding/binary"
	"fmt"
	"testing"

	"salotto/rules"
)

// FuzzMoves is the body of a game's fuzz target:
//
//	func FuzzMoves(f *testing.F) { ruletest.FuzzMoves(f, Game{}, rules.Options{Players: 4}) }
//
// The first 8 bytes seed the setup; each following pair of bytes is one
// step: mostly a legal move picked by index, sometimes an arbitrary move
// value by an arbitrary seat. The game must never panic, illegal moves must
// leave the Hash unchanged, and legal ones keep the game consistent.
func FuzzMoves(f *testing.F, g rules.Game, opts rules.Options) {
	for _, s := range []string{"", "\x00\x00\x00\x00\x00\x00\x00\x01", "seedseed\x01\x02\x03\x04\xff\xfe\x80\x81", "12345678 abcdefghijklmnopqrstuvwxyz0123456789"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := fuzzStream(g, opts, data); err != nil {
			t.Fatal(err)
		}
	})
}

func fuzzStream(g rules.Game, opts rules.Options, data []byte) error {
	var seed uint64
	if len(data) >= 8 {
		seed = binary.LittleEndian.Uint64(data)
		data = data[8:]
	}
	s, err := g.Setup(opts, seed)
	if err != nil {
		return fmt.Errorf("Setup(seed %d): %v", seed, err)
	}
	tr := &trace{g: g, seed: seed}
	var toAct []int
	var legal []rules.Move
	var b bufs
	for len(data) >= 2 && !s.Done() {
		op, arg := data[0], data[1]
		data = data[2:]
		toAct = s.ToAct(toAct[:0])
		if op%4 != 0 {
			p := toAct[int(op>>2)%len(toAct)]
			legal = s.Legal(p, legal[:0])
			if len(legal) == 0 {
				return fmt.Errorf("%s: seat %d is to act with no legal moves", tr, p)
			}
			m := legal[int(arg)%len(legal)]
			if _, err := s.Apply(p, m); err != nil {
				return fmt.Errorf("%s: legal move %q refused: %v", tr, g.FormatMove(m), err)
			}
			tr.add(p, m)
			if err := consistent(s, opts.Players, &b); err != nil {
				return fmt.Errorf("%s: %w", tr, err)
			}
			continue
		}
		// An arbitrary move: kind and fields from the following bytes.
		p := int(int8(arg)) % (s.Players() + 2)
		var m rules.Move
		if len(data) >= 5 {
			m = rules.Move{Kind: data[0], A: int16(int8(data[1])), B: int16(int8(data[2])), C: int16(int8(data[3])), D: int16(int8(data[4]))}
			data = data[5:]
		}
		legal = s.Legal(p, legal[:0])
		isLegal := false
		for _, l := range legal {
			isLegal = isLegal || l == m
		}
		h := s.Hash()
		_, err := s.Apply(p, m)
		switch {
		case isLegal && err != nil:
			return fmt.Errorf("%s: legal move %q refused: %v", tr, g.FormatMove(m), err)
		case isLegal:
			tr.add(p, m)
		case err == nil:
			return fmt.Errorf("%s: seat %d's illegal move %q (%v) accepted", tr, p, g.FormatMove(m), m)
		case err.Error() == "":
			return fmt.Errorf("%s: empty error", tr)
		case typedRefusal(g, s, err) != nil:
			return fmt.Errorf("%s: seat %d's %q: %w", tr, p, g.FormatMove(m), typedRefusal(g, s, err))
		case s.Hash() != h:
			return fmt.Errorf("%s: refusing seat %d's %q changed the state", tr, p, g.FormatMove(m))
		}
	}
	return consistent(s, opts.Players, &b)
}
