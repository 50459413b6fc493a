// expect: fail -- GLSL 1.30 section 3.6: `noinline` is a keyword or reserved word here
#version 130
void main() {
    float noinline = 1.0;
}
