// expect: compile -- GLSL 1.50 (compatibility) section 6.3: a while condition may declare a variable
#version 150 compatibility
void main() {
    while (bool b = false) { }
}
