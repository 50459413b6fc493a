// expect: compile -- GLSL 1.30 section 3.6: `layout` is not a keyword or reserved word here, so it names a variable
#version 130
void main() {
    float layout = 1.0;
}
