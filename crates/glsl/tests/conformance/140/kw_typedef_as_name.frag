// expect: fail -- GLSL 1.40 section 3.6: `typedef` is a keyword or reserved word here
#version 140
void main() {
    float typedef = 1.0;
}
