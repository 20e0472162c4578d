/*
 * A stand-in for Windows' bcryptprimitives.dll, for the Wine test only
 * (internal/wintest). It is a test fixture: it never ships with the game.
 *
 * Go 1.22 and later fill their random numbers with ProcessPrng from
 * bcryptprimitives.dll, which every Windows 10 and 11 has and Wine 8.0
 * lacks, so there salotto.exe stops at once ("bcryptprimitives.dll not
 * found"). This DLL exports ProcessPrng by way of RtlGenRandom
 * (SystemFunction036 in advapi32), which Wine does have. The test builds it
 * with mingw-w64 and loads it with WINEDLLOVERRIDES=bcryptprimitives=n.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
	/* RtlGenRandom takes a ULONG length; ProcessPrng a SIZE_T. */
	while (size > 0) {
		ULONG n = size > 0x10000000 ? 0x10000000 : (ULONG)size;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		size -= n;
	}
	return TRUE;
}
