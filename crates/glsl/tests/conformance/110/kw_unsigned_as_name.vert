// expect: fail -- GLSL 1.10 section 3.6: `unsigned` is a keyword or reserved word here
#version 110
void main() {
    float unsigned = 1.0;
}
