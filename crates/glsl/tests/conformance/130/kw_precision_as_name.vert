// expect: fail -- GLSL 1.30 section 3.6: `precision` is a keyword or reserved word here
#version 130
void main() {
    float precision = 1.0;
}
