// expect: compile -- GLSL 1.50 (compatibility) section 4.1.3: u/U suffixes on octal and hexadecimal literals (GLSL 1.30+)
#version 150 compatibility
void main() {
    uint u = 017u + 0x1FU + 0u;
}
