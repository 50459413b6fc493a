// expect: compile -- GLSL 3.30 section 3.3: #line sets the source string number that __FILE__ gives
#version 330 core
#line 10 5
#if __FILE__ != 5
#error wrong __FILE__
#endif
void main() {}
