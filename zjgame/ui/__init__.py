"""The pygame user interface: the only package that imports pygame.

How it hangs together:

- ``app.App`` is the one loop and the scene stack. Scenes see it only as ``app_api.AppAPI`` (options,
  settings, storage, text and tile caches, ``go``, toasts, screenshots, sounds, the ``--perf`` counters).
- ``scenes/`` holds every screen, one module each; ``registry.SCENES`` maps each scene's key (its ``name``) to
  its class, imported when the scene first opens. Scenes never import each other (``tests/ui/test_scene_imports.py`` fails if one does): they ask
  for another scene with a route, ``self.app.go(Push("rules"))`` (``routes``: ``Push``, ``Replace``,
  ``Reset``, ``Pop``, ``Quit``), and hear that an overlay they opened has closed in ``on_return(key, result)``.
- The game itself is ``controller.GameController`` (no pygame), made by ``games`` (new, autoplay, saved).
  The table scene composes the practice layer, the event effects and the renderer around it.

Adding a scene (a history page, statistics, a tutorial, ...):

1. Write ``zjgame/ui/scenes/<name>.py`` with a ``Scene`` subclass whose ``name`` is its key; everything it
   needs comes through its constructor's keyword arguments (values, never other scenes) and ``self.app``.
   Shared pieces that are not screens (widgets, drawing helpers, a base like ``options_page.OptionsScene``)
   live beside ``scene.py``, outside ``scenes/``.
2. Add ``"<name>": "zjgame.ui.scenes.<module>:<Class>"`` to ``registry.SCENE_PATHS`` (the registry test
   checks that it resolves to a scene of that name).
3. Open it from anywhere with ``self.app.go(Push("<name>", arg=value))``; close it with ``Pop(result)``.
4. Anything new it needs from the app goes into ``AppAPI`` and ``App`` together.
"""
