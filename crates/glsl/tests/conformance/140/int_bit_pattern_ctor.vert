// expect: compile -- GLSL 1.40 section 4.1.3: int(0xffffffff) and int(0xffffffffu) are -1 (a 32-bit pattern)
#version 140
const int g_k = int(0xffffffffu);
void main() {
    int i = int(0xffffffff) + g_k;
}
