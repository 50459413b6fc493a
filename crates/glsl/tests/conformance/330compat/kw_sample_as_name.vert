// expect: compile -- GLSL 3.30 (compatibility) section 3.6: `sample` is not a keyword or reserved word here, so it names a variable
#version 330 compatibility
void main() {
    float sample = 1.0;
}
