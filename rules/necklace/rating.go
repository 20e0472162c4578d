package necklace

// Rating is the solo result screen's rating of the player's necklace value.
type Rating uint8

// The solo ratings, lowest first.
const (
	Apprentice      Rating = iota // under 20 florins
	Jeweller                      // 20–29
	Master                        // 30–39
	DuchessJeweller               // 40 and more: jeweller to the Duchess
)

var ratingNames = []string{"apprentice", "jeweller", "master", "jeweller to the Duchess"}

func (r Rating) String() string {
	if int(r) < len(ratingNames) {
		return ratingNames[r]
	}
	return "rating?"
}

// SoloRating rates a solo player's necklace value as ruled.
func SoloRating(value int) Rating {
	switch {
	case value >= 40:
		return DuchessJeweller
	case value >= 30:
		return Master
	case value >= 20:
		return Jeweller
	}
	return Apprentice
}
