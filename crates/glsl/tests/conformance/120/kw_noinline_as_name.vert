// expect: fail -- GLSL 1.20 section 3.6: `noinline` is a keyword or reserved word here
#version 120
void main() {
    float noinline = 1.0;
}
