"""Synthesise the game's sound effects with the standard library (wave, math, array, random).

Owns assets/sounds/*.wav: 22050 Hz, mono, 16-bit PCM, each well under 50 KB. Reproducible: the noise
comes from seeded generators, so the same script writes byte-identical files.
"""

from __future__ import annotations

import array
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOUND_DIR = ROOT / "assets" / "sounds"
RATE = 22050

Signal = list[float]


def _silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def _mix(into: Signal, sound: Signal, at: float, gain: float = 1.0) -> Signal:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


def _tone(
    freq: float,
    seconds: float,
    decay: float,
    attack: float = 0.004,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
) -> Signal:
    """A sum of sine partials (ratio, amplitude) under an attack/exponential-decay envelope."""
    out = []
    n, release = int(RATE * seconds), RATE * 0.012  # a 12 ms release, so a cut-off tone does not click
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack, (n - i) / release) * math.exp(-t / decay)
        out.append(env * sum(a * math.sin(2 * math.pi * freq * r * t) for r, a in partials))
    return out


def _noise_burst(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> Signal:
    """Decaying white noise, optionally low-passed (one-pole, ``smooth`` in 0..1)."""
    rng = random.Random(seed)
    out, y = [], 0.0
    for i in range(int(RATE * seconds)):
        x = rng.uniform(-1.0, 1.0)
        y = smooth * y + (1.0 - smooth) * x
        out.append(y * math.exp(-(i / RATE) / decay))
    return out


def _clack(seed: int, pitch: float = 1.0) -> Signal:
    """Two tiles knocking: a short noise transient plus damped wooden modes."""
    body = _tone(820 * pitch, 0.16, 0.028, 0.001, ((1.0, 0.6), (1.71, 0.35), (2.83, 0.2)))
    return _mix(body, _noise_burst(0.03, 0.004, seed, 0.35), 0.0, 0.8)


def draw() -> Signal:
    tick = _tone(2400, 0.07, 0.012, 0.002, ((1.0, 0.5), (1.5, 0.2)))
    return _mix(tick, _noise_burst(0.02, 0.003, 11, 0.6), 0.0, 0.3)


def discard() -> Signal:
    return _clack(21)


def claim() -> Signal:
    bell = ((1.0, 0.55), (2.0, 0.18), (3.0, 0.07))
    out = _mix(_silence(0.05), _tone(659.25, 0.2, 0.09, 0.006, bell), 0.0)
    return _mix(out, _tone(880.0, 0.3, 0.12, 0.006, bell), 0.12)


def win() -> Signal:
    bell = ((1.0, 0.4), (2.76, 0.12), (5.4, 0.04))
    out = _silence(0.1)
    for k, f in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):
        _mix(out, _tone(f, 0.95 - 0.08 * k, 0.28, 0.004, bell), 0.08 * k, 0.8)
    return out


def kong() -> Signal:
    out = _mix(_silence(0.05), _clack(31, 0.9), 0.0)
    _mix(out, _clack(32, 0.85), 0.075)
    _mix(out, _tone(180, 0.3, 0.08, 0.003, ((1.0, 0.5), (2.0, 0.15))), 0.075, 0.9)
    return out


def click() -> Signal:
    return _tone(1800, 0.035, 0.008, 0.001, ((1.0, 0.45),))


SOUNDS: dict[str, Callable[[], Signal]] = {
    "draw": draw,
    "discard": discard,
    "claim": claim,
    "win": win,
    "kong": kong,
    "click": click,
}


def write_wav(path: Path, signal: Signal, peak: float = 0.7) -> None:
    """Normalise to ``peak`` with a 5 ms fade-out, then write 16-bit mono PCM."""
    top = max(1e-9, max(abs(v) for v in signal))
    fade = int(RATE * 0.005)
    samples = array.array("h")
    for i, v in enumerate(signal):
        k = min(1.0, (len(signal) - i) / fade)
        samples.append(int(round(v / top * peak * k * 32767)))
    if array.array("h", [1]).tobytes() != b"\x01\x00":  # WAV is little-endian
        samples.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def build() -> list[Path]:
    SOUND_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = SOUND_DIR / f"{name}.wav"
        write_wav(path, make(), peak=0.45 if name in ("click", "draw") else 0.7)
        written.append(path)
    return written


if __name__ == "__main__":
    for p in build():
        print(f"{p.relative_to(ROOT)}: {p.stat().st_size} bytes")
