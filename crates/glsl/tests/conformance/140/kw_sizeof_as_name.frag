// expect: fail -- GLSL 1.40 section 3.6: `sizeof` is a keyword or reserved word here
#version 140
void main() {
    float sizeof = 1.0;
}
