// expect: fail -- GLSL 1.20 section 3.6: `class` is a keyword or reserved word here
#version 120
void main() {
    float class = 1.0;
}
