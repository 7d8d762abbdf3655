"""Sound effects: a player that is silent (never failing) when there is no audio device.

Owns ``SoundPlayer`` and the names of the effects (``SOUND_NAMES``). Not: when to play them (the scenes
and the animator decide).
"""

from __future__ import annotations

import pygame

from zjgame.ui.assets import AssetNotFoundError, asset_path

SOUND_NAMES = ("draw", "discard", "claim", "win", "kong", "click")


class SoundPlayer:
    """Plays the WAV effects in assets/sounds; volume 0..1, mute; does nothing without a mixer."""

    def __init__(self, volume: float = 0.8, muted: bool = False, enabled: bool = True) -> None:
        self._volume = min(1.0, max(0.0, float(volume)))
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = enabled and self._init_mixer()
        if self.available:
            self._load()

    @staticmethod
    def _init_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            return True
        except pygame.error:
            return False

    def _load(self) -> None:
        for name in SOUND_NAMES:
            try:
                sound = pygame.mixer.Sound(str(asset_path(f"sounds/{name}.wav")))
            except (pygame.error, AssetNotFoundError, FileNotFoundError):
                continue
            sound.set_volume(self._volume)
            self._sounds[name] = sound

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, float(value)))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def toggle_mute(self) -> bool:
        """Flip mute; returns the new state."""
        self.muted = not self.muted
        return self.muted

    def play(self, name: str) -> bool:
        """Play effect ``name``; returns whether a sound started (False when muted, silent or unknown)."""
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r}; known: {', '.join(SOUND_NAMES)}")
        sound = self._sounds.get(name)
        if self.muted or self._volume <= 0.0 or sound is None:
            return False
        try:
            sound.play()
        except pygame.error:
            return False
        return True
