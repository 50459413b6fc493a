// expect: compile -- GLSL 3.30 section 4.1.3: u/U suffixes on octal and hexadecimal literals (GLSL 1.30+)
#version 330 core
void main() {
    uint u = 017u + 0x1FU + 0u;
}
