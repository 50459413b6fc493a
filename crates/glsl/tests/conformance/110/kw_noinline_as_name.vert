// expect: fail -- GLSL 1.10 section 3.6: `noinline` is a keyword or reserved word here
#version 110
void main() {
    float noinline = 1.0;
}
