package dolcevita_test

import (
	"fmt"

	"salotto/rules"
	"salotto/rules/dolcevita"
)

// A game is set up from options and a seed; moves can be read from text;
// Apply returns what happened, for a table to animate.
func Example() {
	s, _ := dolcevita.Game.Setup(rules.Options{Players: 3, Variant: map[string]string{"start": "0"}}, 1)
	m, _ := dolcevita.Game.ParseMove("place 4 col3")
	ev, err := s.Apply(0, m)
	fmt.Println(ev[0], err)
	_, err = s.Apply(0, m)
	fmt.Println(err)
	s.Apply(1, dolcevita.Place(6, 2)) // player 1's 6 under column 3
	s.Apply(2, dolcevita.Place(1, 0)) // player 2's 1 under column 1
	_, err = s.Apply(0, m)
	fmt.Println(err)
	// Output:
	// player 0 places 4 under column 3 <nil>
	// illegal move "place 4 col3" by player 0: not your turn (player 1 places next)
	// illegal move "place 4 col3" by player 0: you have no 4 left
}
