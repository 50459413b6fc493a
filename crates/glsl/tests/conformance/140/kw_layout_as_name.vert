// expect: fail -- GLSL 1.40 section 3.6: `layout` is a keyword or reserved word here
#version 140
void main() {
    float layout = 1.0;
}
