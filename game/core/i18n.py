"""Translation for engine and UI text: `_` translates now, `N_` marks for later."""

from __future__ import annotations

from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parents[2] / "assets" / "locale"
DOMAIN = "pelipoyta"
LANGUAGES = ("en", "fi")


class _Untranslated:
    """The messages as written (English), as gettext's NullTranslations gives them: a language
    without a catalogue needs no gettext (importing it and its locale tables costs start-up time)."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural


_translation = _Untranslated()
_language = "en"


def set_language(lang: str, locale_dir: Path | None = None) -> str:
    """Switch every later `_()` call to `lang`; unknown languages fall back to English."""
    global _translation, _language
    if lang not in LANGUAGES:
        lang = "en"
    folder = locale_dir or LOCALE_DIR
    if (folder / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file():
        import gettext

        _translation = gettext.translation(DOMAIN, localedir=str(folder), languages=[lang], fallback=True)
    else:
        _translation = _Untranslated()
    _language = lang
    return lang


def language() -> str:
    """The language currently in use."""
    return _language


def _(message: str) -> str:
    """Translate `message` into the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message whose form depends on `n`."""
    return _translation.ngettext(singular, plural, n)


def number(value: float | None, decimals: int = 0) -> str:
    """A number as people write it in the current language (Finnish: decimal comma), a negative
    one with a real minus sign ("−10": a hyphen reads as a dash) and never "−0"; '–' for none.
    Every score, value or count shown to people goes through here (score sheets, seat chips,
    game-over panels, statistics, the coach's values and reasons)."""
    if value is None:
        return "–"
    text = f"{value:.{decimals}f}"
    if text.startswith("-"):
        text = "\u2212" + text[1:] if text.strip("-0.") else text[1:]  # -0.0 is written 0.0
    return text.replace(".", ",") if _language == "fi" else text


def sentence(text: str) -> str:
    """`text` with its first letter in upper case, for a phrase that starts a sentence ("blue M2 …")."""
    return text[:1].upper() + text[1:]


def initial(word: str) -> str:
    """The initial of `word` (a msgid) in the current language, as a card's face shows it."""
    return _(word)[:1].upper()


def join_names(names: list[str]) -> str:
    """'Anna', 'Anna and Botti', 'Anna, Botti and Kone' (names, or options' labels, already translated)."""
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def N_(message: str) -> str:
    """Mark `message` for translation at display time (names, labels)."""
    return message
