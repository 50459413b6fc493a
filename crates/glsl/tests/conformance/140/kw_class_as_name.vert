// expect: fail -- GLSL 1.40 section 3.6: `class` is a keyword or reserved word here
#version 140
void main() {
    float class = 1.0;
}
