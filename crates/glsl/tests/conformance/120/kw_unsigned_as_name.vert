// expect: fail -- GLSL 1.20 section 3.6: `unsigned` is a keyword or reserved word here
#version 120
void main() {
    float unsigned = 1.0;
}
