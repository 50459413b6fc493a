// expect: compile -- GLSL 1.40 section 5.1: bitwise operators exist from GLSL 1.30 (reserved before)
#version 140
void main() {
    int a = (5 & 3) | (1 ^ 2); a = ~a; a <<= 1; a >>= 1;
}
