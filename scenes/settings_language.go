package scenes

import "salotto/lang"

// buildLanguages makes the Language row's buttons, one per language, each
// named in its own language so anyone finds theirs. Choosing one only sets
// Settings.Language (PickLanguage): the App then rebuilds every open
// screen in it (syncLanguage), this one included, and saves it.
func (s *SettingsScene) buildLanguages(add func(b *button, label string)) {
	w := s.ctx.Words
	for _, tag := range lang.Tags() {
		name := w.T("language.name." + tag)
		b := newButton("choice:language:"+tag, name, func() {
			s.ctx.PickLanguage(tag)
			s.refresh()
			s.ctx.Play(SoundButton)
		})
		s.langs = append(s.langs, b)
		add(b, w.T("language.choose", name))
	}
}
