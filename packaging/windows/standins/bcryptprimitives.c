/* Stand-in for Windows 10's bcryptprimitives.dll, which Wine 8.0 lacks.
 *
 * Rust's standard library (pydantic-core) imports ProcessPrng from it. This one fills the
 * buffer from bcrypt's system RNG, which Wine has. It is installed in the test prefix's
 * system32 only and must never ship: a real Windows has the real DLL.
 */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
    while (size > 0) {
        ULONG chunk = size > 0x40000000 ? 0x40000000 : (ULONG)size;
        if (BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0)
            return FALSE;
        data += chunk;
        size -= chunk;
    }
    return TRUE;
}

BOOL WINAPI DllMain(HINSTANCE instance, DWORD reason, LPVOID reserved)
{
    (void)instance;
    (void)reason;
    (void)reserved;
    return TRUE;
}
