// expect: fail -- GLSL 1.20 section 3.6: `precision` is a keyword or reserved word here
#version 120
void main() {
    float precision = 1.0;
}
