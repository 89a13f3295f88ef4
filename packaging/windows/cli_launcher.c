/* listbuilder-cli.exe: the console twin of the windowed listbuilder.exe, for scripts.
 *
 * A console waits for a console program and gives it its streams; it does neither for a
 * windowed one. This launcher is that console program: it starts listbuilder.exe beside it
 * with the same arguments, hands it its standard streams when they are files or pipes (a
 * console is borrowed by the app itself, listbuilder/cli/console.py), waits for it and
 * exits with its status. A PyInstaller twin would carry a second copy of the whole Python
 * archive (8.5 MB); this carries nothing.
 *
 * Built with mingw-w64 by packaging/build.py:
 *   x86_64-w64-mingw32-gcc -O2 -s -municode -o listbuilder-cli.exe cli_launcher.c
 */
#include <windows.h>
#include <wchar.h>

static const wchar_t *arguments_after_program(const wchar_t *line)
{
    /* The program name ends at its closing quote, or at the first blank (CRT rules). */
    if (*line == L'"') {
        ++line;
        while (*line && *line != L'"')
            ++line;
        if (*line == L'"')
            ++line;
    } else {
        while (*line && *line != L' ' && *line != L'\t')
            ++line;
    }
    while (*line == L' ' || *line == L'\t')
        ++line;
    return line;
}

static BOOL is_console(HANDLE handle)
{
    DWORD mode;
    return handle != NULL && handle != INVALID_HANDLE_VALUE && GetConsoleMode(handle, &mode);
}

static int fail(const wchar_t *what)
{
    DWORD error = GetLastError();
    wchar_t message[512];
    HANDLE err = GetStdHandle(STD_ERROR_HANDLE);
    int length = _snwprintf(message, 511, L"listbuilder-cli: %ls (Windows error %lu)\r\n", what, error);
    DWORD written;
    if (length > 0 && err != INVALID_HANDLE_VALUE) {
        message[511] = 0;
        if (is_console(err))
            WriteConsoleW(err, message, (DWORD)length, &written, NULL);
        else {
            char bytes[1024];
            int size = WideCharToMultiByte(CP_UTF8, 0, message, length, bytes, sizeof bytes, NULL, NULL);
            WriteFile(err, bytes, (DWORD)size, &written, NULL);
        }
    }
    return 2;
}

int wmain(void)
{
    wchar_t program[32768];
    DWORD length = GetModuleFileNameW(NULL, program, 32768 - 32);
    if (length == 0 || length >= 32768 - 32)
        return fail(L"cannot find its own folder");
    wchar_t *slash = wcsrchr(program, L'\\');
    if (slash == NULL)
        return fail(L"cannot find its own folder");
    wcscpy(slash + 1, L"listbuilder.exe");

    const wchar_t *rest = arguments_after_program(GetCommandLineW());
    size_t size = wcslen(program) + wcslen(rest) + 4;
    wchar_t *line = HeapAlloc(GetProcessHeap(), 0, size * sizeof(wchar_t));
    if (line == NULL)
        return fail(L"out of memory");
    _snwprintf(line, size, L"\"%ls\" %ls", program, rest);
    line[size - 1] = 0;

    STARTUPINFOW startup;
    ZeroMemory(&startup, sizeof startup);
    startup.cb = sizeof startup;
    HANDLE in = GetStdHandle(STD_INPUT_HANDLE);
    HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
    HANDLE err = GetStdHandle(STD_ERROR_HANDLE);
    /* All three on the console: the app attaches to it (AttachConsole of its parent, us).
     * Otherwise files and pipes are handed down as they are. */
    BOOL redirected = !(is_console(in) && is_console(out) && is_console(err));
    if (redirected) {
        startup.dwFlags = STARTF_USESTDHANDLES;
        startup.hStdInput = in;
        startup.hStdOutput = out;
        startup.hStdError = err;
        HANDLE handles[3] = {in, out, err};
        for (int i = 0; i < 3; ++i)
            if (handles[i] != NULL && handles[i] != INVALID_HANDLE_VALUE)
                SetHandleInformation(handles[i], HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
    }

    /* The app ends with us: Ctrl+C or a closed console ends the launcher, and the job
     * object then ends the app rather than leaving it running unseen. */
    HANDLE job = CreateJobObjectW(NULL, NULL);
    if (job != NULL) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits;
        ZeroMemory(&limits, sizeof limits);
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits, sizeof limits);
    }

    PROCESS_INFORMATION process;
    if (!CreateProcessW(program, line, NULL, NULL, redirected, CREATE_SUSPENDED, NULL, NULL,
                        &startup, &process))
        return fail(L"cannot start listbuilder.exe");
    if (job != NULL)
        AssignProcessToJobObject(job, process.hProcess);
    ResumeThread(process.hThread);
    CloseHandle(process.hThread);
    WaitForSingleObject(process.hProcess, INFINITE);
    DWORD status = 2;
    GetExitCodeProcess(process.hProcess, &status);
    CloseHandle(process.hProcess);
    return (int)status;
}
