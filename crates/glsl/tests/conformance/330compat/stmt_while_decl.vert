// expect: compile -- GLSL 3.30 (compatibility) section 6.3: a while condition may declare a variable
#version 330 compatibility
void main() {
    while (bool b = false) { }
}
