// expect: fail -- GLSL 1.40 section 3.6: `unsigned` is a keyword or reserved word here
#version 140
void main() {
    float unsigned = 1.0;
}
