// expect: fail -- GLSL 1.10 section 3.6: `attribute` is a keyword or reserved word here
#version 110
void main() {
    float attribute = 1.0;
}
