// expect: fail -- GLSL 1.30 section 3.6: `unsigned` is a keyword or reserved word here
#version 130
void main() {
    float unsigned = 1.0;
}
