"""The guided first game (issue 16), pure: lessons as frozen data on scripted walls (the record convention of
docs/records.md fixes every tile), the scripted computer seats, the judging of the learner's actions, the run of
one lesson over a table (the UI's game controller), and the progress file.

- ``steps``: the lesson and step values, the judges; ``lessons`` (``all_lessons``): the ten lessons, written in
  ``lessons_table`` and ``lessons_scoring`` with ``authoring``'s helpers; ``walls``: scripted walls;
- ``claims``: what the lessons say about points, payments and rules, asked of the scorer and checked by tests;
- ``script``: the computer seats; ``run``: ``LessonRun``; ``progress``: which lessons are done;
- ``words``: tile and player names (through ``zjgame.i18n``).

The tutorial scene (``zjgame/ui/scenes/tutorial.py``) shows it. Standard library and our packages only.
"""
