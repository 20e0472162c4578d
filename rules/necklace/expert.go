package necklace

// ExpertIterations is the expert bot's search per decision: four times
// the hard bot's, about a seventh of a second of a desktop's processor
// for the widest decision.
const ExpertIterations = 4 * DefaultHardIterations

// expertSamples is how many deals the expert weighs per iteration against
// the opponent's last discard: twice the hard bot's, so that the deals it
// searches lean further toward hands that would have discarded so.
const expertSamples = 12

// NewExpertBot makes an expert bot: the hard bot's information-set search
// (deals weighed by what the opponent's last discard says of its hand,
// greedy rollouts) with four times the iterations and twice the weighing.
func NewExpertBot(seed uint64) *HardBot {
	b := NewHardBot(ExpertIterations, seed)
	b.samples = expertSamples
	return b
}
