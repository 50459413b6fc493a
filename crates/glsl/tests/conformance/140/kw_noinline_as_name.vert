// expect: fail -- GLSL 1.40 section 3.6: `noinline` is a keyword or reserved word here
#version 140
void main() {
    float noinline = 1.0;
}
