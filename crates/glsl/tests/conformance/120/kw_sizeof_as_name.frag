// expect: fail -- GLSL 1.20 section 3.6: `sizeof` is a keyword or reserved word here
#version 120
void main() {
    float sizeof = 1.0;
}
