// Package wintest runs the Windows build of Salotto, dist/salotto.exe as
// scripts/windows-build.sh makes it, under Wine on the test's display, and
// looks at what it draws: the title, each table and a rules
// page, each against the native game's frame; and that a player's run
// saves into %AppData%\salotto and the next run offers to continue it.
// Nothing here ships; the package holds only tests and their fixture.
//
// The tests need Wine (wine, wineboot, wineserver), mingw-w64's C compiler
// for the fixture (x86_64-w64-mingw32-gcc) and an X display (scripts/test.sh
// runs them under xvfb-run and installs the packages). Without one of them
// they fail when CI is set and are skipped, loudly, otherwise.
//
// Two things differ from a player's Windows, both on purpose:
//
//   - Wine 8.0 lacks bcryptprimitives.dll, whose ProcessPrng Go 1.22 and
//     later call for random numbers, so the exe dies at once. The test
//     builds a stand-in from testdata/bcryptprimitives.c into its
//     throwaway prefix; every Windows 10 and 11 has the real one.
//   - Wine's own shader compiler rejects Ebitengine's DirectX shaders, so
//     the exe runs with EBITENGINE_GRAPHICS_LIBRARY=opengl (Mesa under
//     Xvfb). DirectX, the default on Windows, is not what this checks.
package wintest
