// expect: fail -- GLSL 1.20 section 3.6: `attribute` is a keyword or reserved word here
#version 120
void main() {
    float attribute = 1.0;
}
