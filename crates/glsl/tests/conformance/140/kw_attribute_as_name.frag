// expect: fail -- GLSL 1.40 section 3.6: `attribute` is a keyword or reserved word here
#version 140
void main() {
    float attribute = 1.0;
}
