package scenes_test

import (
	"strings"
	"testing"

	"salotto/rulesref"
	"salotto/scenes"
)

// TestResolveCard covers every picture kind and the refusals.
func TestResolveCard(t *testing.T) {
	ctx := newContext(1)
	good := []string{
		"dolcevita:luxury:house:300000", "dolcevita:luxury:vacation:700000", "dolcevita:money:200000",
		"dolcevita:number:4", "dolcevita:number:6:2", "dolcevita:back",
		"dolores:goods:wine:2", "dolores:goods:gold:3", "dolores:bottle:swirl", "dolores:bottle:broken-lantern",
		"dolores:dawn", "dolores:gesture:share", "dolores:gesture:dodge", "dolores:back",
		"necklace:B04", "necklace:R02", "necklace:G04", "necklace:back",
	}
	for _, s := range good {
		c, err := scenes.ParseCardSpec(s)
		if err != nil {
			t.Fatal(err)
		}
		a, err := scenes.ResolveCard(ctx, c)
		if err != nil || a.Face == nil || a.Aspect <= 0 || a.Key == "" {
			t.Errorf("%s: %+v %v", s, a, err)
		}
	}
	bad := []string{
		"dolcevita:luxury:yacht:300000", "dolcevita:luxury:house:350000", "dolcevita:money:500000",
		"dolcevita:number:7", "dolores:goods:rum:1", "dolores:goods:wine:4", "dolores:bottle:kraken",
		"dolores:gesture:wave", "dolores:dawn:1", "necklace:B19", "necklace:B04:x", "chess:king",
	}
	for _, s := range bad {
		c, err := scenes.ParseCardSpec(s)
		if err != nil {
			continue
		}
		if _, err := scenes.ResolveCard(ctx, c); err == nil || !strings.Contains(err.Error(), s) {
			t.Errorf("%s: want an error naming the spec, got %v", s, err)
		}
	}
}

// TestEveryReferencePictureResolves: each picture in the shipped rules
// texts has art, in every language.
func TestEveryReferencePictureResolves(t *testing.T) {
	ctx := newContext(1)
	for _, lang := range rulesref.Languages() {
		for _, g := range rulesref.Games {
			md, err := rulesref.Text(lang, g)
			if err != nil {
				t.Fatal(err)
			}
			blocks, err := scenes.ParseRules(md)
			if err != nil {
				t.Fatalf("%s/%s: %v", lang, g, err)
			}
			n := 0
			for _, b := range blocks {
				for _, p := range b.Pictures {
					if _, err := scenes.ResolveCard(ctx, p); err != nil {
						t.Errorf("%s/%s: %v", lang, g, err)
					}
					n++
				}
			}
			if n == 0 {
				t.Errorf("%s/%s: no pictures", lang, g)
			}
		}
	}
}
